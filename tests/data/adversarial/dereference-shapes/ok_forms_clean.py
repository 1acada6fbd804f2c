from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

@tool(name="a")
async def a(args, ctx: ToolExecutionContext):
    print(ctx.run_id, repr(ctx.run_id), f"{ctx.run_id}", str(ctx.identity))
    x = [ctx.run_id, ctx.signal]
    y = {"r": ctx.run_id}
    z = ctx.run_id is None or ctx.run_id == "x"
    w = ctx.teardown_scopes or ()
    v = len(ctx.teardown_scopes or ())
    u = isinstance(ctx.identity, object)
    t = type(ctx.identity)
    s = id(ctx.signal), hash(ctx.run_id), bool(ctx.signal)
    return x, y, z, w, v, u, t, s, getattr(ctx.identity, "tenant", None)
