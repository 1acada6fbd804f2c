from devkit.agent import ToolExecutionContext, tool


@tool(name="store", description="Stores a note.")
def store(args, ctx: ToolExecutionContext) -> str:
    artifacts = ctx.artifacts or None  # expect: DK202
    if artifacts is None:
        return "none"
    artifacts.put("n.txt", "x")
    return "ok"
