from fastmcp import Context, FastMCP
from fastmcp.server.dependencies import get_context

mcp = FastMCP("notes")



def slugify(text: str) -> str:
    """Lower-case words joined by dashes."""
    words = []
    for word in text.split():
        cleaned = "".join(ch for ch in word if ch.isalnum())
        if cleaned:
            words.append(cleaned.lower())
    return "-".join(words)


def chunks(items: list[str], size: int) -> list[list[str]]:
    """Consecutive slices of at most `size` items."""
    out = []
    for start in range(0, len(items), size):
        out.append(items[start : start + size])
    return out


def total(values: list[float]) -> float:
    result = 0.0
    for value in values:
        result += value
    return result


async def current() -> "Context":
    return get_context()


@mcp.tool
async def progress(title: str) -> str:
    ctx = await current()
    token = ctx.request_context.meta.progressToken  # expect: DK201
    return f"{slugify(title)}:{token}"
