from devkit.agent import MemoryIdentity, ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    fallback = MemoryIdentity(tenant="t", principal="p", conversation=None)
    return (ctx.identity or fallback).tenant
