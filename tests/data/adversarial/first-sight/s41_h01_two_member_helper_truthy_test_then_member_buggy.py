from devkit.agent import ToolExecutionContext, tool


def _scope_id(ctx: ToolExecutionContext, per_run: bool) -> str | None:
    if per_run:
        return ctx.run_id
    return ctx.session_id


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if _scope_id(ctx, args.per_run):
        return ctx.run_id.upper()  # expect: DK201
    return ""
