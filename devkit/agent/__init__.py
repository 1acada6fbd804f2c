"""SDK of the `agent` profile: run-scoped tools with declared credentials and artifacts.

from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
"""

from ..sdk.errors import AbortError, ServiceNotAttached, TeardownScopeError, ToolDeclarationError
from ..sdk.secret import Secret
from ..sdk.signal import AbortController, AbortSignal
from .artifacts import (
    Artifact,
    ArtifactMeta,
    ArtifactOrigin,
    ArtifactScope,
    InMemoryArtifactStore,
    ToolArtifacts,
)
from .context import MemoryIdentity, ToolExecutionContext, artifact_scope, tool_session_key
from .credentials import Credential, CredentialProvider, InMemoryCredentialProvider, Need
from .teardown import TeardownEntry, TeardownRegistry
from .tool import Tool, tool

__all__ = [
    "AbortController",
    "AbortError",
    "AbortSignal",
    "Artifact",
    "ArtifactMeta",
    "ArtifactOrigin",
    "ArtifactScope",
    "Credential",
    "CredentialProvider",
    "InMemoryArtifactStore",
    "InMemoryCredentialProvider",
    "MemoryIdentity",
    "Need",
    "Secret",
    "ServiceNotAttached",
    "TeardownEntry",
    "TeardownRegistry",
    "TeardownScopeError",
    "Tool",
    "ToolArtifacts",
    "ToolDeclarationError",
    "ToolExecutionContext",
    "artifact_scope",
    "tool",
    "tool_session_key",
]
