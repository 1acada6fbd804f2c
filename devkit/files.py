"""Reading files a workspace or a user names, without trusting what they are.

A path may be a symlink to `/dev/stdin` (blocks forever), `/dev/zero` (never ends) or a
FIFO (blocks until a writer comes). Only regular files are read, opened non-blocking so a
file swapped for a FIFO after the check cannot block either, and never past a size limit.
"""

from __future__ import annotations

import os
import stat

MAX_SOURCE_BYTES = 5_000_000  # checked source files and editor documents
MAX_CONFIG_BYTES = 1_000_000  # pyproject.toml, invocation files, --args @file
MAX_DATA_BYTES = 100_000_000  # artifacts and memories seeded into a mock context


class UnreadableFile(OSError):
    """Not a regular file, or over the limit; `reason` says which, in a user's words."""

    def __init__(
        self, path: str | os.PathLike[str], reason: str, too_large: int | None = None
    ) -> None:
        super().__init__(reason)
        self.path = str(path)
        self.reason = reason
        self.strerror = reason
        self.too_large = too_large  # the size, when that is the only problem

    def __str__(self) -> str:
        return self.reason


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a directory"
    if stat.S_ISFIFO(mode):
        return "a pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def read_limited(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of a regular file of at most `limit` bytes; `UnreadableFile`/`OSError` else."""
    info = os.stat(path)  # follows symlinks: what the link points at is what counts
    if not stat.S_ISREG(info.st_mode):
        raise UnreadableFile(path, f"{_kind(info.st_mode)}, not a regular file")
    if info.st_size > limit:
        raise UnreadableFile(
            path, f"{_size(info.st_size)} is over the {_size(limit)} limit", info.st_size
        )
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    fd = os.open(path, flags)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # swapped since the stat above
            raise UnreadableFile(path, "not a regular file")
        chunks, total = [], 0
        while chunk := os.read(fd, 1 << 20):
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:  # grew while read
                raise UnreadableFile(path, f"grew past the {_size(limit)} limit while read")
        return b"".join(chunks)
    finally:
        os.close(fd)


def read_text_limited(path: str | os.PathLike[str], limit: int) -> str:
    return read_limited(path, limit).decode("utf-8")


def is_regular_file(path: str | os.PathLike[str]) -> bool:
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except OSError:
        return False


def _size(n: int) -> str:
    if n >= 1_000_000:
        return f"{n / 1_000_000:.1f} MB"
    if n >= 1_000:
        return f"{n / 1_000:.1f} kB"
    return f"{n} bytes"


__all__ = [
    "MAX_CONFIG_BYTES",
    "MAX_DATA_BYTES",
    "MAX_SOURCE_BYTES",
    "UnreadableFile",
    "is_regular_file",
    "read_error",
    "read_limited",
    "read_text_limited",
]


def read_error(exc: BaseException) -> str:
    """Why a read failed, in a user's words (`No such file or directory`, `a device, ...`)."""
    if isinstance(exc, UnicodeDecodeError):
        return "not UTF-8 text"
    return str(getattr(exc, "strerror", None) or exc)
