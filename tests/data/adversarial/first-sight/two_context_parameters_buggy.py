from devkit.agent import tool, ToolExecutionContext

def outer(a: ToolExecutionContext, b: ToolExecutionContext):
    if a.identity is None:
        return None
    return b.identity.tenant  # expect: DK201
