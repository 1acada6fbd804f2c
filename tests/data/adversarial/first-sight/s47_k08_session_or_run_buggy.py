from devkit.agent import ToolExecutionContext, tool


@tool(name="bucket", description="Names a bucket.")
def bucket(args, ctx: ToolExecutionContext) -> str:
    scope_id = ctx.session_id or ctx.run_id  # expect: DK204
    return f"bucket-{scope_id}"
