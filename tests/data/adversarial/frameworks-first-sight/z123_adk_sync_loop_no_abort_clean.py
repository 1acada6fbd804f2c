import time

from google.adk.tools import ToolContext


def poll(n: int, tool_context: ToolContext) -> int:
    done = 0
    while done < n:
        time.sleep(0.5)
        done += 1
    return done
