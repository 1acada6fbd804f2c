from devkit.agent import ToolExecutionContext, tool
import asyncio, contextlib


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext, use_session: bool = True) -> str:
    which = ctx.session_id if use_session else ctx.run_id
    return which.upper()  # expect: DK201
