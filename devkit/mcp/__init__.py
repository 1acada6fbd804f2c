"""SDK of the `mcp` profile: MCP server tools with guards, logging and background tasks.

from devkit.mcp import tool, use_guards, ExecutionContext, emit_event
"""

from ..sdk.errors import AbortError, ServiceNotAttached, ToolDeclarationError
from ..sdk.signal import AbortController, AbortSignal
from .context import AuthInfo, ExecutionContext, TaskInfo
from .events import Event, EventBus, current_event_bus, emit_event
from .logger import LogEntry, StructuredLogger
from .tool import Guard, tool, use_guards

__all__ = [
    "AbortController",
    "AbortError",
    "AbortSignal",
    "AuthInfo",
    "Event",
    "EventBus",
    "ExecutionContext",
    "Guard",
    "LogEntry",
    "ServiceNotAttached",
    "StructuredLogger",
    "TaskInfo",
    "ToolDeclarationError",
    "current_event_bus",
    "emit_event",
    "tool",
    "use_guards",
]
