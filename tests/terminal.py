"""A child process on a pseudo-terminal, for tests of what a person at a terminal sees.

A thread reads the child's output all the time: a child blocks as soon as the terminal's
buffer is full, so a test that stopped reading would hang it. Whatever happens, leaving
the `with` block kills the child (and anything it started) and closes the terminal.
"""

from __future__ import annotations

import contextlib
import os
import pty
import signal
import subprocess
import threading
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from types import TracebackType


class Terminal:
    def __init__(self, argv: Sequence[str], cwd: Path, env: Mapping[str, str]) -> None:
        self.controller, terminal = pty.openpty()
        try:
            self.process = subprocess.Popen(
                list(argv),
                cwd=cwd,
                env=dict(env),
                stdin=terminal,
                stdout=terminal,
                stderr=terminal,
                start_new_session=True,  # its own process group, killed as one
            )
        finally:
            os.close(terminal)
        self._output = bytearray()
        self._changed = threading.Condition()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        while True:
            try:
                chunk = os.read(self.controller, 65536)
            except OSError:  # EIO once the child has closed the terminal
                chunk = b""
            with self._changed:
                if not chunk:
                    self._changed.notify_all()
                    return
                self._output += chunk
                self._changed.notify_all()

    @property
    def output(self) -> str:
        with self._changed:
            return self._output.decode(errors="replace")

    def wait_for(self, text: str, timeout: float) -> str:
        """All output so far, once it contains `text` (else fail, quoting the output)."""
        deadline = time.monotonic() + timeout
        with self._changed:
            while text.encode() not in self._output:
                left = deadline - time.monotonic()
                if left <= 0 or not self._reader.is_alive():
                    break
                self._changed.wait(min(left, 0.5))
            found = self._output.decode(errors="replace")
        assert text in found, f"{text!r} not seen within {timeout} s; output:\n{found[-3000:]}"
        return found

    def send(self, text: str) -> None:
        os.write(self.controller, text.encode())

    def wait(self, timeout: float) -> int:
        """The child's exit code; fails (the child is killed on leaving) if it runs on."""
        code = self.process.wait(timeout=timeout)
        self._reader.join(timeout=10)
        return code

    def close(self) -> None:
        if self.process.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait(timeout=30)
        self._reader.join(timeout=10)
        with contextlib.suppress(OSError):
            os.close(self.controller)

    def __enter__(self) -> Terminal:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()
