"""Suite-wide settings that keep the tests from depending on the machine's speed."""

from hypothesis import settings

# Property tests check behaviour, not speed: no per-example deadline (a busy machine would
# fail them at random). A test that measures time says so itself, with its own bound.
settings.register_profile("suite", deadline=None)
settings.load_profile("suite")
