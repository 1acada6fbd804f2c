import functools

from devkit.agent import ToolExecutionContext, tool


@tool(name="save", description="Saves the text.")
def save(args, ctx: ToolExecutionContext) -> str:
    if not ctx.has_artifacts:
        return "no store"
    put = functools.partial(ctx.artifacts.put, media_type="text/plain")
    put("out.txt", args.text)
    return "saved"
