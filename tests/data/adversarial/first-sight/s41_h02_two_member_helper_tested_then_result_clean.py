from devkit.agent import ToolExecutionContext, tool


def _scope_id(ctx: ToolExecutionContext, per_run: bool) -> str | None:
    if per_run:
        return ctx.run_id
    return ctx.session_id


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    scope = _scope_id(ctx, args.per_run)
    if scope is None:
        return ""
    return scope.upper()
