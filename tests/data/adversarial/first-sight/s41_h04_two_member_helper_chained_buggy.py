from devkit.agent import ToolExecutionContext, tool


def _scope_id(ctx: ToolExecutionContext, per_run: bool) -> str | None:
    if per_run:
        return ctx.run_id
    return ctx.session_id


def _scope_for(ctx: ToolExecutionContext) -> str | None:
    return _scope_id(ctx, True)


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    return _scope_for(ctx).upper()  # expect: DK201
