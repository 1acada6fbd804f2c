from agents import Agent, RunContextWrapper, function_tool


@function_tool
def echo(wrapper: RunContextWrapper[None]) -> str:
    return str(wrapper.tool_input["q"])  # expect: DK201


agent = Agent(name="a", tools=[echo])
