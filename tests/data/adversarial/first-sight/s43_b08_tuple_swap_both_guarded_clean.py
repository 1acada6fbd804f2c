from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    run, sess = ctx.run_id, ctx.session_id
    if run is None or sess is None:
        return "-"
    run, sess = sess, run
    return run.upper() + sess.lower()
