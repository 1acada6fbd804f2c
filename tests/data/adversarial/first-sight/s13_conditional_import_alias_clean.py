from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import asyncio, contextlib, functools, logging
log = logging.getLogger(__name__)

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    identity = ctx.identity
    tenant = identity.tenant if identity else None
    principal = identity and identity.principal
    return tenant, principal
