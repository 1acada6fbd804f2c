from devkit.agent import ToolExecutionContext, tool


def _scope_id(ctx: ToolExecutionContext, per_run: bool):
    if per_run:
        return ctx.run_id
    return ctx.session_id


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if (found := _scope_id(ctx, args.per_run)) is not None:
        return found.upper()
    return "none"
