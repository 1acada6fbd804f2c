from devkit.agent import ToolExecutionContext, tool


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.on_teardown is not None and "session" in (getattr(ctx, "teardown_scopes", None) or ()):
        ctx.on_teardown(lambda: None, scope="run", key="k")  # expect: DK301
    ident = getattr(ctx, "identity", None)
    return ident.tenant  # expect: DK201
