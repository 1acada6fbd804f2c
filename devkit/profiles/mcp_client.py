"""What an MCP client declares, as the profiles of MCP servers (mcp-sdk, fastmcp) read it.

A client declares elicitation and sampling exactly when it has a handler for them
(`ClientSession.__init__` in mcp 1.x and 2.x; fastmcp's `Client` passes its handlers on),
so a tool that finds the declaration knows those calls will not fail for want of one.
"""

from __future__ import annotations

from .model import Presence, raises_when

# The capability object `ClientCapabilities` takes for each capability (`mcp.types`).
_CAPABILITY_CLASSES = {"elicitation": "ElicitationCapability", "sampling": "SamplingCapability"}


def client_declared(capability: str) -> tuple[str, ...]:
    """The member paths where a tool finds that the client declared `capability`: the
    `initialize` params (mcp 1.x, 2.x) or the declared capabilities themselves (2.x)."""
    return (
        f"session.client_params.capabilities.{capability}",
        f"session.client_capabilities.{capability}",
        f"client_capabilities.{capability}",
    )


def needs_client_declared(capability: str, condition: str) -> Presence:
    """A method raising under `condition`, when the client did not declare `capability`:
    a test of the declaration makes it safe, as a handler of the error does."""
    asked = f"ClientCapabilities({capability}={_CAPABILITY_CLASSES[capability]}())"
    return raises_when(
        condition,
        proven_by=client_declared(capability),
        check=f"ctx.session.check_client_capability({asked})",
    )


# `ctx.session.check_client_capability(ClientCapabilities(elicitation=...))` answers from
# the same declaration (mcp/server/session.py:132 in 1.x, :137 in 2.x).
CAPABILITY_CHECKS = (("session.check_client_capability", "session.client_params.capabilities"),)

# A function of another module, which this one cannot read, that takes the context and
# names a capability (`supports_elicitation(ctx)`, `can_sample(ctx.session)`) answers
# whether the client declared it: by the word its name holds, the member a true answer shows.
CAPABILITY_WORDS = (
    ("elicit", "session.client_params.capabilities.elicitation"),
    ("sampl", "session.client_params.capabilities.sampling"),
)
