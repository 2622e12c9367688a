"""Playing Pirates of Nassau in a notebook: the table's widget, its controls, and what a click means."""
