from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool
async def progress(ctx: RunContext[None], step: int) -> str:
    ctx.emit({"step": step})  # expect: DK005
    return "ok"
