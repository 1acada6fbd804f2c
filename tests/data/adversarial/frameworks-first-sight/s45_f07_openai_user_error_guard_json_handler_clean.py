import json

from agents import RunContextWrapper, function_tool
from agents.exceptions import UserError


@function_tool
def topic(wrapper: RunContextWrapper, raw: str) -> str:
    try:
        if wrapper.tool_input is None:
            raise UserError("no structured input")
        extra = json.loads(raw)
    except json.JSONDecodeError:
        extra = {}
    return str(wrapper.tool_input["topic"]) + str(extra)
