"""Playing Merchants & Marauders in a notebook: the map widget, its panel of choices, and what a
click means."""
