"""Network play: a host's tables (host.py) behind one WebSocket server (server.py), clients
(client.py), the messages between them (protocol.py, docs/network-protocol.md), and the
headless `serve` and `join` commands (commands.py)."""
