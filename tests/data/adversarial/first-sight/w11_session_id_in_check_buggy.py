from devkit.agent import tool, Need, ToolExecutionContext, tool_session_key
import logging
log = logging.getLogger(__name__)
STORE = {}

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    if ctx.session_id is None:
        return None
    if ctx.session_id in STORE:  # expect: DK401
        return STORE[tool_session_key(ctx, 'session')]  # expect: DK303
    return None
