from devkit.agent import ToolExecutionContext, tool


@tool(name="files")
def files(args, ctx: ToolExecutionContext):
    match ctx.artifacts:  # expect: DK202
        case None:
            return []
        case store:
            return store.list()
