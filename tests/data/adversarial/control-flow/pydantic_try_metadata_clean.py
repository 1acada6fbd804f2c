from pydantic_ai import Agent, RunContext
agent = Agent('test', deps_type=dict)

@agent.tool
async def t(ctx: RunContext[dict], x: int) -> str:
    try:
        meta = ctx.metadata
        if meta is None:
            raise KeyError("metadata")
    except KeyError:
        return "none"
    return meta["k"]
