from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool
def echo(ctx: RunContext[None]) -> str:
    return str(ctx.prompt).upper() + ctx.model_settings.get("temperature", "")  # expect: DK201
