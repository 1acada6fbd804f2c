from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


class Store:
    def get(self, key: object) -> object:
        return None


STORE = Store()


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> object:
    return STORE.get(key=ctx.session_id)  # expect: DK401
