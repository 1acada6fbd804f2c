"""Error types raised by the SDK. Each message names the tool or service involved."""

from __future__ import annotations


class DevkitError(Exception):
    """Base of every error the SDK raises on purpose."""


class ServiceNotAttached(DevkitError, RuntimeError):
    """A context service was used while no real service was attached.

    Fail-closed stores and service-backed methods raise this instead of returning None, so
    a missing store can never be mistaken for an empty one. The message says how to attach
    the service.
    """


class ToolDeclarationError(DevkitError, TypeError):
    """A tool was declared wrongly; raised when the declaration runs, naming the tool."""


class TeardownScopeError(DevkitError, ValueError):
    """`on_teardown` was asked for a scope this host does not honour."""


class AbortError(DevkitError):
    """Raised by `AbortSignal.throw_if_aborted()` once the signal has fired."""

    def __init__(self, reason: object = None) -> None:
        self.reason = reason
        super().__init__(
            f"the operation was aborted: {reason}" if reason else "the operation was aborted"
        )
