from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import logging, asyncio, json
logger = logging.getLogger(__name__)

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    if ctx.session_id is None:
        return "no session"
    logger.info("session %s", ctx.session_id)
    key = tool_session_key(ctx, "session")
    if ctx.on_teardown is not None and "session" in (ctx.teardown_scopes or ()):
        ctx.on_teardown(lambda: None, scope="session", key=key)
    return {key: ctx.session_id}
