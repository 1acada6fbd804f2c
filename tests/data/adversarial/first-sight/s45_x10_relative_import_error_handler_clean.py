from devkit.agent import ToolExecutionContext, tool

from .errors import StoreUnavailable


@tool(name="save", description="Saves a note.")
def save(args, ctx: ToolExecutionContext) -> str:
    try:
        if ctx.identity is None:
            raise PermissionError("anonymous")
        args.store.write(args.note)
        saved = True
    except StoreUnavailable:
        saved = False
    return f"{ctx.identity.principal}:{saved}"
