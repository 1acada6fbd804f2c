from agents import RunContextWrapper, function_tool


@function_tool
def status(wrapper: RunContextWrapper, tool: str, call_id: str) -> str:
    return wrapper.get_approval_status(tool, call_id).upper()  # expect: DK201
