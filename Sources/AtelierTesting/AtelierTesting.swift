@_exported import Atelier
