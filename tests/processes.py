"""Child processes for tests: always bounded in time, always killed, output always drained.

`subprocess.run(timeout=...)` kills only the child it started; a grandchild that still
holds the output pipes (pip starts several) would keep the test waiting. Here the child
gets a process group of its own, and the whole group is killed when time is up.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
from collections.abc import Mapping, Sequence
from pathlib import Path

PYTHON_ENV = {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"}
"""A bare environment: no token, no virtual environment, nothing from the developer's shell."""


def run(
    argv: Sequence[str],
    *,
    cwd: Path,
    env: Mapping[str, str],
    timeout: float,
    stdin: str | None = None,
) -> subprocess.CompletedProcess[str]:
    """Run `argv` to the end, or kill its process group after `timeout` seconds and fail.

    Without `stdin` the child reads /dev/null (no terminal); with it, a pipe.
    """
    process = subprocess.Popen(
        list(argv),
        cwd=cwd,
        env=dict(env),
        stdin=subprocess.DEVNULL if stdin is None else subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    try:
        out, err = process.communicate(stdin, timeout=timeout)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        out, err = process.communicate()
        raise AssertionError(
            f"{' '.join(argv)} ran over {timeout} s and was killed; output:\n"
            f"{out[-2000:]}\n{err[-2000:]}"
        ) from None
    finally:
        if process.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGKILL)
            process.wait()
    return subprocess.CompletedProcess(process.args, process.returncode, out, err)
