from fastmcp import FastMCP
from fastmcp.server.dependencies import get_context

mcp = FastMCP("notes")



def parse_tags(raw: str) -> set[str]:
    """Tags from a comma-separated string, without blanks or duplicates."""
    tags = set()
    for piece in raw.split(","):
        tag = piece.strip().lower()
        if tag and not tag.startswith("#"):
            tags.add(tag)
        elif tag:
            tags.add(tag[1:])
    return tags


def word_count(text: str) -> int:
    """How many words `text` holds."""
    count = 0
    in_word = False
    for ch in text:
        if ch.isspace():
            in_word = False
        elif not in_word:
            in_word = True
            count += 1
    return count


def context_now():
    return get_context()


def request_context_now():
    return context_now()


@mcp.tool
async def save(title: str) -> str:
    request_context_now().report_progress(1, 2)  # expect: DK005
    return f"{title}: {word_count(title)} words, {len(parse_tags(title))} tags"
