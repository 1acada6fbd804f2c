"""SDK of the `adk` profile: tools with session state, memory, artifacts and flow control.

from devkit.adk import create_tool, ToolContext
"""

from ..sdk.errors import ServiceNotAttached, ToolDeclarationError
from .context import EventActions, State, ToolContext
from .services import (
    ArtifactService,
    InMemoryArtifactService,
    InMemoryMemoryService,
    InMemorySessionService,
    MemoryRecord,
    MemorySearchResult,
    MemoryService,
    Session,
    SessionService,
)
from .tool import FunctionTool, create_tool, function_tool, takes_tool_context

__all__ = [
    "ArtifactService",
    "EventActions",
    "FunctionTool",
    "InMemoryArtifactService",
    "InMemoryMemoryService",
    "InMemorySessionService",
    "MemoryRecord",
    "MemorySearchResult",
    "MemoryService",
    "ServiceNotAttached",
    "Session",
    "SessionService",
    "State",
    "ToolContext",
    "ToolDeclarationError",
    "create_tool",
    "function_tool",
    "takes_tool_context",
]
