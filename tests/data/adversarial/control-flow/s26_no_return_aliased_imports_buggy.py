from devkit.agent import tool, ToolExecutionContext
from typing import Optional as NR
import os as system
from sys import getsizeof as bye


def fail(message: str) -> NR[str]:
    print(message)
    return None


def leave():
    system.getpid()


@tool(name="not_stops")
def not_stops(args, ctx: ToolExecutionContext):
    if ctx.identity is None:
        fail("no identity")
    if ctx.run_id is None:
        bye(1)
    if ctx.session_id is None:
        system.getenv("STOP")
    if ctx.signal is None:
        leave()
    print(ctx.identity.principal)  # expect: DK201
    print(ctx.run_id.upper())  # expect: DK201
    print(ctx.session_id.upper())  # expect: DK201
    return ctx.signal.aborted  # expect: DK201
