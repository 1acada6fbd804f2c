from fastmcp import FastMCP
from fastmcp.server.dependencies import get_context

mcp = FastMCP("notes")

current = lambda: get_context()
current_request = lambda: current()


def summarize(text: str) -> dict:
    """Counts of words, lines and blank lines in `text`."""
    words = 0
    lines = 0
    blank = 0
    longest = 0
    for line in text.splitlines():
        lines += 1
        stripped = line.strip()
        if not stripped:
            blank += 1
            continue
        pieces = stripped.split()
        words += len(pieces)
        longest = max(longest, len(stripped))
    return {
        "words": words,
        "lines": lines,
        "blank": blank,
        "longest": longest,
        "average": words / lines if lines else 0,
    }


@mcp.tool
async def save(title: str) -> str:
    current_request().report_progress(1, 2)  # expect: DK005
    return title
