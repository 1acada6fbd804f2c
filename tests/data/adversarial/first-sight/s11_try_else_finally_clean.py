from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import asyncio, contextlib, functools, logging
log = logging.getLogger(__name__)

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    try:
        run = ctx.run_id
    except Exception:
        return None
    else:
        if run is None:
            return None
    finally:
        log.debug('done')
    return run.upper()
