from devkit.agent import ToolExecutionContext, tool


@tool(name="store", description="Stores a note.")
def store(args, ctx: ToolExecutionContext) -> str:
    if not ctx.artifacts:  # expect: DK202
        return "no store"
    ctx.artifacts.put("note.txt", args.text)
    return "stored"
