"""Editor features as plain functions over source text (the language server only adapts them).

Positions here are 0-based lines and 0-based code-point columns; the server converts to
and from the client's encoding.
"""
