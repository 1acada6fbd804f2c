from devkit.agent import ToolExecutionContext, tool


@tool(name="save", description="Saves the text.")
def save(args, ctx: ToolExecutionContext) -> str:
    if ctx.artifacts:  # expect: DK202
        ctx.artifacts.put("out.txt", args.text, media_type="text/plain")
        return "saved"
    return "no store"
