from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool
def drain(ctx: RunContext[None]) -> int:
    n = 0
    while ctx.tool_call_id is not None and n < 3:
        n += len(ctx.tool_call_id)
    return n
