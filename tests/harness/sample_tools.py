"""Tools that exercise every path of the harness (not user-facing examples)."""

from __future__ import annotations

import asyncio
import logging
import os
import sys
import time

from pydantic import BaseModel

from devkit.adk import ToolContext, create_tool
from devkit.agent import Need, ToolExecutionContext, tool, tool_session_key
from devkit.mcp import ExecutionContext, emit_event, use_guards
from devkit.mcp import tool as mcp_tool

log = logging.getLogger("sample")


class Empty(BaseModel):
    pass


class Numbers(BaseModel):
    count: int
    ratio: float = 1.0


@tool(name="echo")
def echo(args: Numbers, ctx: ToolExecutionContext) -> dict:
    return {"count": args.count, "ratio": args.ratio, "iteration": ctx.iteration}


@tool(name="boom")
def boom(args: Empty, ctx: ToolExecutionContext) -> None:
    raise ValueError("the user's own error")  # the traceback must point at this line


@tool(name="hang")
async def hang(args: Empty, ctx: ToolExecutionContext) -> None:
    if ctx.on_teardown is not None and "run" in (ctx.teardown_scopes or ()):
        ctx.on_teardown(lambda: print("cleanup ran"), scope="run", key=tool_session_key(ctx, "run"))
    time.sleep(600)  # blocks even the event loop


@tool(name="hang_sync")
def hang_sync(args: Empty, ctx: ToolExecutionContext) -> None:
    if ctx.on_teardown is not None and "run" in (ctx.teardown_scopes or ()):
        ctx.on_teardown(lambda: None, scope="run", key=tool_session_key(ctx, "run"))
    while True:
        time.sleep(0.05)


@tool(name="polite")
async def polite(args: Empty, ctx: ToolExecutionContext) -> dict:
    ticks = 0
    while ctx.signal is not None and not ctx.signal.aborted:
        await asyncio.sleep(0.02)
        ticks += 1
    return {
        "aborted": ctx.signal.aborted if ctx.signal else None,
        "reason": ctx.signal.reason if ctx.signal else None,
        "ticks": ticks,
    }


@tool(name="chatty")
def chatty(args: Empty, ctx: ToolExecutionContext) -> dict:
    print("hello from the tool")
    print('{"looks": "like json"}')
    sys.stderr.write("a warning on stderr\n")
    os.write(1, b"raw fd write\n")
    log.warning("structured", extra={"user": "u1"})
    return {"done": True}


@tool(name="exits")
def exits(args: Empty, ctx: ToolExecutionContext) -> None:
    sys.exit(3)


@tool(name="hard_exit")
def hard_exit(args: Empty, ctx: ToolExecutionContext) -> None:
    os._exit(0)


@tool(name="leaky", needs=[Need("github")])
def leaky(args: Empty, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {"credential": None}
    raw = ctx.credential.secret.reveal()
    print("token is", raw)
    sys.stderr.write(f"stderr token {raw}\n")
    log.error("token %s", raw, extra={"token": raw})
    return {"token": raw, "nested": [{"again": f"Bearer {raw}"}], raw: "as a key"}


class Note(BaseModel):
    text: str


@tool(name="store")
def store(args: Note, ctx: ToolExecutionContext) -> dict:
    meta = ctx.artifacts.put("note.txt", args.text)
    return {"id": meta.id, "seen": [m.name for m in ctx.artifacts.list()]}


@tool(name="peek")
def peek(args: Empty, ctx: ToolExecutionContext) -> dict:
    found = ctx.artifacts.get("shared.txt")
    return {"found": found is not None, "names": [m.name for m in ctx.artifacts.list()]}


@tool(name="pull")
def pull(args: Empty, ctx: ToolExecutionContext) -> dict:
    cred = ctx.credentials.get("github")
    return {"has": cred is not None}


class Doc(BaseModel):
    document: str
    title: str = ""


@tool(name="summarise", wants=["document"])
def summarise(args: Doc, ctx: ToolExecutionContext) -> dict:
    meta = ctx.wanted["document"] if ctx.wanted else None
    return {
        "chars": len(args.document),
        "meta_name": meta.name if meta else None,
        "first": args.document[:5],
    }


@tool(name="session_state")
def session_state(args: Empty, ctx: ToolExecutionContext) -> dict:
    if (
        "session" not in (ctx.teardown_scopes or ())
        or ctx.on_teardown is None
        or ctx.session_id is None
    ):
        return {"registered": False}
    key = tool_session_key(ctx, "session")
    ctx.on_teardown(lambda: None, scope="session", key=key)
    ctx.on_teardown(lambda: None, scope="session", key=key)  # first wins, one entry
    return {"registered": True}


class Guard:
    def can_activate(self, ctx: ExecutionContext) -> bool:
        return ctx.auth is not None


class Charge(BaseModel):
    amount: int


class Payments:
    @mcp_tool(name="charge", task_support=True)
    @use_guards(Guard)
    async def charge(self, input: Charge, ctx: ExecutionContext) -> dict:
        assert ctx.auth is not None
        ctx.logger.info("charging", amount=input.amount, token=ctx.auth.token)
        await emit_event("charged", {"amount": input.amount, "who": ctx.auth.subject})
        return {"who": ctx.verified_subject, "task": ctx.task is not None}


@mcp_tool(name="anonymous")
def anonymous(input: Empty, ctx: ExecutionContext) -> dict:
    return {"auth": ctx.auth is None, "task": ctx.task is None}


class Query(BaseModel):
    query: str


async def _recall(args: Query, ctx: ToolContext) -> dict:
    if ctx.memory_service is None:
        return {"memory": False}
    results = await ctx.search_memory(args.query)
    ctx.state["asked"] = args.query
    ctx.actions.escalate = not results
    return {"best": results[0].memory.content if results else None}


recall = create_tool(name="recall", description="recall", schema=Query, fn=_recall)
