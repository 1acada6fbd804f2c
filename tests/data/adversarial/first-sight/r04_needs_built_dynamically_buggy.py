from devkit.agent import Need, ToolExecutionContext, tool

SERVICES = ["github"]


@tool(name="call", description="d", needs=[Need(s) for s in SERVICES])  # expect: DK003
def call(args: dict, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "none"
    return ctx.credential.name
