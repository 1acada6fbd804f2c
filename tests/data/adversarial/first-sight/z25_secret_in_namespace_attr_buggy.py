from types import SimpleNamespace

from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "none"
    box = SimpleNamespace()
    box.tok = ctx.credential.secret.reveal()
    print(box.tok)  # expect: DK402
    return "ok"
