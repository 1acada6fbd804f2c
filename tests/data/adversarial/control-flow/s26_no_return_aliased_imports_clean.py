from devkit.agent import tool, ToolExecutionContext
from typing import NoReturn as NR
import typing as t
import sys as system
import os as o
from sys import exit as bye


def fail(message: str) -> NR:
    raise RuntimeError(message)


def deny() -> "NR":
    raise PermissionError("denied")


def give_up() -> t.Never:
    raise RuntimeError("no")


def leave():
    system.exit(3)


@tool(name="aliased_stops")
def aliased_stops(args, ctx: ToolExecutionContext):
    if ctx.identity is None:
        fail("no identity")
    if ctx.run_id is None:
        bye(1)
    if ctx.session_id is None:
        o._exit(1)
    if ctx.signal is None:
        deny()
    if ctx.teardown_scopes is None:
        leave()
    return ctx.identity.principal, ctx.run_id.upper(), ctx.session_id.upper(), ctx.signal.aborted, len(ctx.teardown_scopes)


@tool(name="aliased_module_exit")
def aliased_module_exit(args, ctx: ToolExecutionContext):
    if ctx.identity is None:
        system.exit("no identity")
    return ctx.identity.tenant


@tool(name="aliased_never")
def aliased_never(args, ctx: ToolExecutionContext):
    if ctx.run_id is None:
        give_up()
    return ctx.run_id.upper()
