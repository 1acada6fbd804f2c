from devkit.agent import ToolExecutionContext, tool


def warn(what: str) -> None:
    print(f"no {what}")


@tool(name="whoami", description="Names the caller.")
def whoami(args, ctx: ToolExecutionContext):
    stop = warn
    if ctx.identity is None:
        stop("identity")
    return {"principal": ctx.identity.principal}  # expect: DK201
