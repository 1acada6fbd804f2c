from pydantic_ai import Agent, RunContext

agent = Agent("test", deps_type=str)


def model_of(ctx: RunContext[str]):
    return getattr(ctx, "model_id", None)


@agent.tool
def model_name(ctx: RunContext[str]) -> str:
    return model_of(ctx).upper()  # expect: DK201
